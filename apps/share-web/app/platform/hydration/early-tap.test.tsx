// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EARLY_TAP_GLOBAL, holdEarlyTap, takeEarlyTap, useEarlyTapReplay } from "./early-tap.ts";
import { EARLY_TAP_SCRIPT } from "./early-tap-script.ts";

function page() {
  document.body.innerHTML = `
    <button type="button" id="play"><svg><path id="icon"></path></svg></button>
    <button type="button" id="like">赞</button>
    <button type="button" id="off" disabled>不可用</button>
    <form><button id="send">发送</button></form>
    <a href="#next" id="link">下一篇</a>
    <p id="text">正文</p>`;
  return (id: string) => document.getElementById(id) as HTMLElement;
}

describe("a tap made before React starts", () => {
  beforeEach(() => {
    new Function(EARLY_TAP_SCRIPT)();
  });
  afterEach(() => {
    takeEarlyTap();
    delete (window as unknown as Record<string, unknown>)[EARLY_TAP_GLOBAL];
    document.body.innerHTML = "";
  });

  it("is kept for the button it was meant for, also when it lands on the button's icon", () => {
    const $ = page();
    $("icon").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(takeEarlyTap()).toBe($("play"));
  });

  it("is the last one: a tap elsewhere after a button's forgets it", () => {
    const $ = page();
    $("play").click();
    $("like").click();
    expect(takeEarlyTap()).toBe($("like"));
    new Function(EARLY_TAP_SCRIPT)();
    const again = page();
    again("play").click();
    again("text").click();
    expect(takeEarlyTap()).toBeNull();
  });

  it("leaves links, form buttons and disabled buttons to the browser", () => {
    const $ = page();
    for (const id of ["link", "send", "off"]) {
      $(id).click();
      expect(takeEarlyTap(), id).toBeNull();
      new Function(EARLY_TAP_SCRIPT)();
    }
  });

  it("is taken once, and taps after the taking are React's", () => {
    const $ = page();
    $("play").click();
    expect(takeEarlyTap()).toBe($("play"));
    $("like").click();
    expect(takeEarlyTap()).toBeNull();
  });

  it("is dropped when its button has left the page", () => {
    const $ = page();
    const play = $("play");
    play.click();
    play.remove();
    expect(takeEarlyTap()).toBeNull();
  });
});

it("is handed over through the global the client entry reads", () => {
  expect(EARLY_TAP_SCRIPT).toContain(`w.${EARLY_TAP_GLOBAL}=`);
});

it("is nothing on a page without the head script", () => {
  expect(takeEarlyTap()).toBeNull();
});

describe("the tap held at React's start", () => {
  function Page() {
    const [plays, setPlays] = useState(0);
    useEarlyTapReplay();
    return <button type="button" id="play" onClick={() => setPlays((n) => n + 1)}>{`播放 ${plays}`}</button>;
  }

  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_TAP_GLOBAL];
    document.body.innerHTML = "";
  });

  it("reaches its button once the page has hydrated, once", () => {
    // The server's page, tapped before the script ran; then React takes the page over.
    const server = document.createElement("div");
    server.innerHTML = '<button type="button" id="play">播放 0</button>';
    document.body.append(server);
    new Function(EARLY_TAP_SCRIPT)();
    document.getElementById("play")!.click();
    holdEarlyTap();
    const { container, rerender } = render(<Page />, { container: server, hydrate: true });
    expect(container.textContent).toBe("播放 1");
    rerender(<Page />);
    expect(container.textContent).toBe("播放 1");
  });

  it("is nothing when no button was tapped", () => {
    new Function(EARLY_TAP_SCRIPT)();
    holdEarlyTap();
    const { container } = render(<Page />);
    expect(container.textContent).toBe("播放 0");
  });
});
