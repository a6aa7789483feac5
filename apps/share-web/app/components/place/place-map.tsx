import type { Place } from "@davmu/contract/client";
import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { type AMapCredentials, loadAMap } from "./amap-loader.ts";

/** How close the map opens: streets with their names. */
const ZOOM = 15;

/**
 * The interactive map of a place (AMap JS API), a chunk of its own loaded when the visitor opens
 * it: the API is requested then, never before (docs/decisions/0073).
 */
export function PlaceMap({ place, credentials }: { place: Place; credentials: AMapCredentials }) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "shown" | "failed">("loading");
  const { lng, lat } = place.location;
  useEffect(() => {
    let map: { destroy(): void } | null = null;
    let gone = false;
    loadAMap({ key: credentials.key, securityJsCode: credentials.securityJsCode }).then(
      (AMap) => {
        if (gone || !box.current) return;
        const shown = new AMap.Map(box.current, { center: [lng, lat], zoom: ZOOM, resizeEnable: true });
        shown.add(new AMap.Marker({ position: [lng, lat], title: place.name }));
        map = shown;
        setState("shown");
      },
      (error: unknown) => {
        console.warn("[place] the map could not be loaded:", error);
        if (!gone) setState("failed");
      },
    );
    return () => {
      gone = true;
      map?.destroy();
    };
  }, [credentials.key, credentials.securityJsCode, lng, lat, place.name]);
  return (
    <div className="place-map">
      <div
        ref={box}
        className="place-map__canvas"
        role="region"
        aria-label={t("place.mapTitle", { name: place.name })}
        aria-busy={state === "loading"}
      />
      {state !== "shown" && (
        <p className="place-map__state" role={state === "failed" ? "alert" : "status"}>
          {t(state === "failed" ? "place.mapFailed" : "place.mapLoading")}
        </p>
      )}
    </div>
  );
}
