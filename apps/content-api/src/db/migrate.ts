import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import { initMigration } from "./migrations/001-init.ts";
import { socialMigration } from "./migrations/002-social.ts";
import { trackerViewsMigration } from "./migrations/003-tracker-views.ts";
import { siteFooterMigration } from "./migrations/004-site-footer.ts";
import { sharedStateMigration } from "./migrations/005-shared-state.ts";
import { mediaMigration } from "./migrations/006-media.ts";
import { trackerPlayMigration } from "./migrations/007-tracker-play.ts";
import { typeFeedMigration } from "./migrations/008-type-feed.ts";
import { accountsMigration } from "./migrations/009-accounts.ts";
import { commentsMigration } from "./migrations/010-comments.ts";
import { invitationsMigration } from "./migrations/011-invitations.ts";
import { searchMigration } from "./migrations/012-search.ts";
import { searchBodyMigration } from "./migrations/013-search-body.ts";
import { topicsMigration } from "./migrations/014-topics.ts";
import { liveMigration } from "./migrations/015-live.ts";
import { liveChatMigration } from "./migrations/016-live-chat.ts";
import { communityMigration } from "./migrations/017-community.ts";
import { lawMigration } from "./migrations/018-law.ts";
import { catalogueMigration } from "./migrations/019-catalogue.ts";
import { editorialMigration } from "./migrations/020-editorial.ts";
import { formsMigration } from "./migrations/021-forms.ts";
import { placesMigration } from "./migrations/022-places.ts";
import { sectionChannelsMigration } from "./migrations/023-section-channels.ts";
import { livePresenceMigration } from "./migrations/024-live-presence.ts";
import { commentClientIdMigration } from "./migrations/025-comment-client-id.ts";
import { mediaTracksMigration } from "./migrations/026-media-tracks.ts";
import type { Database } from "./schema.ts";

/** In code rather than read from a folder, so the bundled dist/server.mjs carries its migrations. */
export const MIGRATIONS: Record<string, Migration> = {
  "001_init": initMigration,
  "002_social": socialMigration,
  "003_tracker_views": trackerViewsMigration,
  "004_site_footer": siteFooterMigration,
  "005_shared_state": sharedStateMigration,
  "006_media": mediaMigration,
  "007_tracker_play": trackerPlayMigration,
  "008_type_feed": typeFeedMigration,
  "009_accounts": accountsMigration,
  "010_comments": commentsMigration,
  "011_invitations": invitationsMigration,
  "012_search": searchMigration,
  "013_search_body": searchBodyMigration,
  "014_topics": topicsMigration,
  "015_live": liveMigration,
  "016_live_chat": liveChatMigration,
  "017_community": communityMigration,
  "018_law": lawMigration,
  "019_catalogue": catalogueMigration,
  "020_editorial": editorialMigration,
  "021_forms": formsMigration,
  "022_places": placesMigration,
  "023_section_channels": sectionChannelsMigration,
  "024_live_presence": livePresenceMigration,
  "025_comment_client_id": commentClientIdMigration,
  "026_media_tracks": mediaTracksMigration,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const where = failed ? ` in ${failed.migrationName}` : "";
    throw new Error(`content-api: migration failed${where}: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
