import type { LngLat } from "@davmu/contract/client";

/** A small whole number from a coordinate's digits: the same place always draws the same streets. */
const digit = (value: number, place: number) => Math.floor(Math.abs(value) * 10 ** place) % 10;

/**
 * A drawn map-like tile for the card: blocks, a river or park and streets placed by the point's own
 * digits, the pin at the centre. Drawn here, so the card makes no request to a map service.
 */
export function PlaceTile({ location }: { location: LngLat }) {
  const a = digit(location.lng, 3);
  const b = digit(location.lat, 3);
  const c = digit(location.lng + location.lat, 4);
  const street = (n: number) => 14 + n * 6.8;
  return (
    <svg className="place-tile" viewBox="0 0 88 88" aria-hidden="true" focusable="false">
      <rect className="place-tile__ground" width="88" height="88" />
      <path
        className={c % 2 ? "place-tile__water" : "place-tile__park"}
        d={`M0 ${60 + b} C 22 ${50 + a}, 40 ${78 - c}, 88 ${58 + (a % 5)} L 88 88 L 0 88 Z`}
      />
      <path className="place-tile__road place-tile__road--main" d={`M${street(a)} 0 L ${street(9 - b)} 88`} />
      <path className="place-tile__road place-tile__road--main" d={`M0 ${street(b)} L 88 ${street(c)}`} />
      <path className="place-tile__road" d={`M${street(c)} 0 L ${street(a)} 88`} />
      <path className="place-tile__road" d={`M0 ${street(9 - a)} L 88 ${street(9 - c)}`} />
      <g transform="translate(44 44)">
        <ellipse className="place-tile__shadow" cx="0" cy="2" rx="6" ry="2.2" />
        <path className="place-tile__pin" d="M0 2 C -3 -4 -9 -8 -9 -15 A 9 9 0 1 1 9 -15 C 9 -8 3 -4 0 2 Z" />
        <circle className="place-tile__dot" cx="0" cy="-15" r="3.4" />
      </g>
    </svg>
  );
}
