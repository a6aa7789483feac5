import type { Circle, CircleAuthor, CircleComment, CirclePost, CircleTopic, Image } from "@davmu/contract";
import { CIRCLE_POST_IMAGES_MAX } from "@davmu/contract";
import type { Presenter } from "../../presenter.ts";
import { toUserBrief } from "../accounts/present.ts";
import { toImage } from "../content/present-image.ts";
import type { CircleRow, CommentRow, PostParts, PostRow, TopicRow } from "./queries.ts";

function toAuthor(
  p: Presenter,
  user: { id: number; nickname: string; avatar: string | null },
  ownerId: number,
): CircleAuthor {
  return { ...toUserBrief(p, user), is_owner: user.id === ownerId };
}

export function toCircle(p: Presenter, row: CircleRow): Circle {
  return {
    id: p.ids.encode(row.id),
    name: row.name,
    description: row.description,
    avatar: toImage(p, { url: row.avatar_url, width: row.avatar_width, height: row.avatar_height }),
    cover: toImage(p, { url: row.cover_url, width: row.cover_width, height: row.cover_height }),
    owner: toUserBrief(p, { id: row.owner_id, nickname: row.owner_nickname, avatar: row.owner_avatar }),
    member_count: row.member_count,
    post_count: Number(row.post_count ?? 0),
    created_at: Number(row.created_at),
  };
}

export function toTopic(p: Presenter, row: TopicRow): CircleTopic {
  return {
    id: p.ids.encode(row.id),
    name: row.name,
    description: row.description,
    cover: row.cover ? toImage(p, row.cover) : null,
    post_count: Number(row.post_count ?? 0),
    author_count: Number(row.author_count ?? 0),
  };
}

/** Posts with their pictures (a bad one left out, as an item's) and topics. */
export function toPosts(p: Presenter, rows: PostRow[], parts: PostParts): CirclePost[] {
  return rows.map((row) => {
    const images = parts.images
      .filter((im) => im.post_id === row.id)
      .map((im) => toImage(p, im))
      .filter((im): im is Image => im !== null)
      .slice(0, CIRCLE_POST_IMAGES_MAX);
    return {
      id: p.ids.encode(row.id),
      circle: { id: p.ids.encode(row.circle_id), name: row.circle_name },
      author: toAuthor(p, { id: row.author_id, nickname: row.nickname, avatar: row.avatar }, row.owner_id),
      text: row.text,
      images,
      topics: parts.topics
        .filter((t) => t.post_id === row.id)
        .map((t) => ({ id: p.ids.encode(t.id), name: t.name })),
      like_count: row.like_count,
      comment_count: row.comment_count,
      view_count: row.view_count,
      publish_time: Number(row.publish_time),
    };
  });
}

export function toComments(p: Presenter, rows: CommentRow[], ownerId: number): CircleComment[] {
  return rows.map((row) => ({
    id: p.ids.encode(row.id),
    author: toAuthor(p, { id: row.user_id, nickname: row.nickname, avatar: row.avatar }, ownerId),
    text: row.body,
    like_count: row.like_count,
    created_at: Number(row.created_at),
  }));
}
