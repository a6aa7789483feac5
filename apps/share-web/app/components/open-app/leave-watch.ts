/**
 * Whether the visitor left the page for the app within `timeoutMs`: the page is hidden or
 * unloaded when the system switched to the app. A blur alone does not count (iOS Safari blurs the
 * page for its own "Open in app?" question).
 */
export function watchLeave(timeoutMs: number, doc: Document = document, win: Window = window) {
  return new Promise<"left" | "stayed">((resolve) => {
    const finish = (result: "left" | "stayed") => {
      clearTimeout(timer);
      doc.removeEventListener("visibilitychange", onVisibility);
      win.removeEventListener("pagehide", onHide);
      resolve(result);
    };
    const onVisibility = () => {
      if (doc.visibilityState === "hidden") finish("left");
    };
    const onHide = () => finish("left");
    const timer = setTimeout(() => finish(doc.visibilityState === "hidden" ? "left" : "stayed"), timeoutMs);
    doc.addEventListener("visibilitychange", onVisibility);
    win.addEventListener("pagehide", onHide);
  });
}
