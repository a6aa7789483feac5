import type { CaptionTrack } from "@davmu/contract/client";
import { useEffect, useId, useRef } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { Icon } from "../icons/icon.tsx";
import { DANMU_DENSITY_LABEL, DANMU_DENSITY_LEVELS, type DanmuDensity } from "./danmu-density.ts";
import { SPEEDS, speedLabel } from "./playback-speed.ts";
import { qualityKey } from "./quality-name.ts";
import { AUTO } from "./use-video-source.ts";

type Choice<T> = { value: T; label: string; lang?: string };

/** One setting: its name and its choices as buttons, the current one pressed. */
function ChoiceRow<T>({
  name,
  value,
  choices,
  onChoose,
}: {
  name: string;
  value: T;
  choices: Choice<T>[];
  onChoose(value: T): void;
}) {
  const id = useId();
  return (
    <div className="player-settings__row" role="group" aria-labelledby={id}>
      <span id={id} className="player-settings__name">
        {name}
      </span>
      <div className="player-settings__choices">
        {choices.map((c) => (
          <button
            key={String(c.value)}
            type="button"
            className="player-settings__choice"
            aria-pressed={c.value === value}
            lang={c.lang}
            onClick={() => onChoose(c.value)}
          >
            {c.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export type PlayerSettingsProps = {
  id: string;
  /** Null where the speed does not apply (a live stream). */
  speed: { rate: number; choose(rate: number): void } | null;
  /** The heights to choose from, lowest first, and the level playing (AUTO or an index). */
  quality: { levels: number[]; level: number; choose(level: number): void };
  captions: { tracks: readonly CaptionTrack[]; shown: string | null; choose(lang: string | null): void };
  pip: { supported: boolean; active: boolean; toggle(): void };
  /** The danmu's density (弹幕密度); null where the video has no danmu. */
  danmu: { density: DanmuDensity; choose(density: DanmuDensity): void } | null;
  onClose(): void;
};

/**
 * The player's settings, over the picture (in full screen too): the speed (倍速), the quality
 * (清晰度: automatic or one rendition), the captions (字幕), picture in picture and the danmu's
 * density (弹幕密度), each shown only
 * where it applies. Escape or the close button closes it, and focus goes back to the button that
 * opened it (video-controls.tsx).
 */
export function PlayerSettings({ id, speed, quality, captions, pip, danmu, onClose }: PlayerSettingsProps) {
  const { t } = useI18n();
  const root = useRef<HTMLDivElement>(null);
  // Opened, the focus goes to the first setting's current choice.
  useEffect(() => {
    root.current?.querySelector<HTMLElement>('[aria-pressed="true"], button')?.focus();
  }, []);
  const levels = quality.levels
    .map((height, index): Choice<number> => ({ value: index, label: `${t(qualityKey(height))} ${height}P` }))
    .reverse();
  return (
    <div
      id={id}
      ref={root}
      className="player-settings"
      role="dialog"
      aria-label={t("video.settings")}
      onKeyDown={(e) => {
        if (e.key !== "Escape") return;
        e.stopPropagation();
        onClose();
      }}
    >
      <div className="player-settings__head">
        <span className="player-settings__title" aria-hidden="true">
          {t("video.settings")}
        </span>
        {pip.supported && (
          <button
            type="button"
            className="player-settings__choice"
            aria-pressed={pip.active}
            onClick={pip.toggle}
          >
            {pip.active ? t("video.pipExit") : t("video.pip")}
          </button>
        )}
        <button
          type="button"
          className="round-button player-settings__close"
          aria-label={t("video.settingsClose")}
          onClick={onClose}
        >
          <Icon d="M6 6l12 12M18 6L6 18" size={20} line={2} />
        </button>
      </div>
      {speed && (
        <ChoiceRow
          name={t("video.speed")}
          value={speed.rate}
          choices={SPEEDS.map((s) => ({ value: s as number, label: speedLabel(s) }))}
          onChoose={speed.choose}
        />
      )}
      {quality.levels.length > 1 && (
        <ChoiceRow
          name={t("video.quality")}
          value={quality.level}
          choices={[{ value: AUTO, label: t("video.qualityAuto") }, ...levels]}
          onChoose={quality.choose}
        />
      )}
      {captions.tracks.length > 0 && (
        <ChoiceRow<string | null>
          name={t("video.captions")}
          value={captions.shown}
          choices={[
            { value: null, label: t("video.captionsOff") },
            ...captions.tracks.map((c) => ({ value: c.lang, label: c.label, lang: c.lang })),
          ]}
          onChoose={captions.choose}
        />
      )}
      {danmu && (
        <ChoiceRow
          name={t(DANMU_DENSITY_LABEL)}
          value={danmu.density}
          choices={DANMU_DENSITY_LEVELS.map((l) => ({ value: l.density, label: t(l.label) }))}
          onChoose={danmu.choose}
        />
      )}
    </div>
  );
}
