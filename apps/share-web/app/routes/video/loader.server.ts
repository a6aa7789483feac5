import { toCardView } from "../../components/content/card-view.ts";
import {
  contentRequest,
  fetchContentItem,
  finishContentPage,
  itemHeader,
  preloadPicture,
  screenComments,
  shareContext,
} from "../../components/content/content-screen.server.ts";
import { loadItemPlace, withContentLocation } from "../../components/place/place.server.ts";
import { toPlayerMedia } from "../../components/player/player-media.ts";
import { POSTER_SIZES } from "../../components/player/video-stage.tsx";
import { videoShareMeta } from "../../components/share/video-share-meta.server.ts";
import { getRecommend } from "../../platform/api.server.ts";
import type { Route } from "./+types/route";

const RELATED_SIZE = 8;
/** What "related videos" lists: the items that play as a video. */
const PLAYS_AS_VIDEO = new Set(["video", "svideo", "video_album"]);

/** A video: awaited for the first paint (its poster is the page's largest picture); related videos deferred. */
export async function loadVideo(args: Route.LoaderArgs) {
  const request = contentRequest(args);
  // Asked for beside the video: the head names it once it is in.
  const place = loadItemPlace(request.postId);
  const screen = await fetchContentItem(request, "video");
  const item = screen.item;
  const media = item.media?.kind === "video" ? item.media : null;
  // Deferred: related videos never fail the page; other kinds fill in when there are too few videos.
  const related = getRecommend(request.postId, RELATED_SIZE).then(
    (r) => {
      const cards = r.list.filter((c) => c.id !== request.postId);
      const videos = cards.filter((c) => PLAYS_AS_VIDEO.has(c.type));
      // The heading says "related videos" only when that is what the list holds.
      return videos.length >= 3
        ? { heading: "same" as const, cards: videos.map(toCardView) }
        : { heading: "mixed" as const, cards: cards.map(toCardView) };
    },
    () => null,
  );
  const poster = media?.poster ?? item.cover;
  const shared = videoShareMeta(
    { ...item, media },
    await shareContext(screen, preloadPicture(poster, POSTER_SIZES)),
  );
  const share = withContentLocation(shared, await place.place);
  return {
    video: {
      ...itemHeader(item),
      summary: item.summary,
      album: item.album ?? null,
      poster,
      media: media && toPlayerMedia(media),
    },
    // Awaited for the page's HTML; for a client navigation deferred, in one order whichever answered
    // first: the related videos, the first comments, then the place and its weather.
    ...(await finishContentPage(args, share, {
      related,
      comments: screenComments(item),
      place: place.place,
      weather: place.weather,
    })),
  };
}
