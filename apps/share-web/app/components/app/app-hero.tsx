import { mediaSrcSet } from "@davmu/contract/client";

type Props = { name: string; slogan: string; logo: string | null; logoWidths: number[] | null };

/** The top of the app page: the app's icon large, its name and its slogan on the theme colour. */
export function AppHero({ name, slogan, logo, logoWidths }: Props) {
  return (
    <div className="app-hero">
      {logo ? (
        <img
          className="app-hero__logo"
          src={logo}
          srcSet={mediaSrcSet(logo, logoWidths ?? undefined) || undefined}
          sizes="88px"
          alt=""
          width={88}
          height={88}
        />
      ) : (
        <span className="app-hero__logo app-hero__logo--text" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <h1 className="app-hero__name">{name}</h1>
      {slogan && <p className="app-hero__slogan">{slogan}</p>}
    </div>
  );
}
