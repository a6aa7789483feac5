// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { heldTarget, useHeldTaps, useHeldTapsReplayed } from "./part-taps.ts";

/** A frame hydrated with the page, and a part that goes live when told (its code has come). */
function Frame({ live, onTap }: { live: boolean; onTap: () => void }) {
  const frame = useRef<HTMLElement>(null);
  useHeldTaps("test-part", frame);
  return (
    <section ref={frame}>
      {live ? <Part onTap={onTap} /> : <button type="button">共 3 条回复</button>}
    </section>
  );
}

function Part({ onTap }: { onTap: () => void }) {
  useHeldTapsReplayed("test-part");
  return (
    <button type="button" onClick={onTap}>
      共 3 条回复
    </button>
  );
}

afterEach(cleanup);

describe("taps on a part before its code has come", () => {
  it("are held while the part is not live, and never given to a button that has gone", () => {
    let taps = 0;
    let goLive!: () => void;
    function Page() {
      const [live, setLive] = useState(false);
      goLive = () => setLive(true);
      return <Frame live={live} onTap={() => taps++} />;
    }
    const { getByRole } = render(<Page />);
    getByRole("button").click();
    expect(taps).toBe(0);
    act(() => goLive());
    // The part's button is a new element here (React keeps the server's when it hydrates): the
    // held one is gone, so nothing is replayed into a stale button.
    expect(taps).toBe(0);
    getByRole("button").click();
    expect(taps).toBe(1);
  });

  it("reach a live part directly, not held", () => {
    let taps = 0;
    const { getByRole } = render(<Frame live onTap={() => taps++} />);
    getByRole("button").click();
    expect(taps).toBe(1);
  });

  it("are held only on buttons inside the frame, never on links or disabled buttons", () => {
    document.body.innerHTML = `<section id="f"><button id="b"><span id="s">x</span></button><a id="a" href="/x">x</a><button id="d" disabled>x</button></section><button id="o">x</button>`;
    const frame = document.getElementById("f")!;
    expect(heldTarget(document.getElementById("s"), frame)?.id).toBe("b");
    expect(heldTarget(document.getElementById("a"), frame)).toBeNull();
    expect(heldTarget(document.getElementById("d"), frame)).toBeNull();
    expect(heldTarget(document.getElementById("o"), frame)).toBeNull();
  });
});
