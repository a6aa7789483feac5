import { type RefObject, useCallback, useEffect, useState } from "react";

type SafariVideo = HTMLVideoElement & {
  webkitSupportsPresentationMode?(mode: string): boolean;
  webkitSetPresentationMode?(mode: string): void;
  webkitPresentationMode?: string;
};

/**
 * Picture in picture for the player's video, where the browser has it: the standard API
 * (Chrome, Edge, Android), else Safari's presentation mode (iOS, older macOS Safari).
 * `supported` is false elsewhere, and the control is not offered.
 */
export function usePictureInPicture(video: RefObject<HTMLVideoElement | null>) {
  const [supported, setSupported] = useState(false);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const el = video.current as SafariVideo | null;
    if (!el) return;
    const standard = document.pictureInPictureEnabled === true && !el.disablePictureInPicture;
    setSupported(standard || el.webkitSupportsPresentationMode?.("picture-in-picture") === true);
    const enter = () => setActive(true);
    const leave = () => setActive(false);
    const safari = () => setActive(el.webkitPresentationMode === "picture-in-picture");
    el.addEventListener("enterpictureinpicture", enter);
    el.addEventListener("leavepictureinpicture", leave);
    el.addEventListener("webkitpresentationmodechanged", safari);
    return () => {
      el.removeEventListener("enterpictureinpicture", enter);
      el.removeEventListener("leavepictureinpicture", leave);
      el.removeEventListener("webkitpresentationmodechanged", safari);
    };
  }, [video]);

  const toggle = useCallback(() => {
    const el = video.current as SafariVideo | null;
    if (!el) return;
    if (document.pictureInPictureEnabled) {
      const request =
        document.pictureInPictureElement === el
          ? document.exitPictureInPicture()
          : el.requestPictureInPicture();
      request.catch(() => {
        // Refused (no metadata yet, or the browser's own rule): the video stays in the page.
      });
    } else if (el.webkitSetPresentationMode) {
      el.webkitSetPresentationMode(
        el.webkitPresentationMode === "picture-in-picture" ? "inline" : "picture-in-picture",
      );
    }
  }, [video]);

  return { supported, active, toggle };
}
