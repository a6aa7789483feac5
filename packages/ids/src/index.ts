import Hashids from "hashids";

/** Spec §5: obfuscated ids are at least 8 characters long. */
export const ID_MIN_LENGTH = 8;
const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890";

export type IdCodec = {
  /** The public form of a database id. */
  encode(id: number): string;
  /** The database id, or null when the text is not an id of this codec ("not an id"). */
  decode(text: string | null | undefined): number | null;
};

/**
 * The hashids codec for id, post_id and topic_id (DESIGN principle 4). The salt comes from
 * configuration and must be the same in the site and the content service.
 */
export function createIdCodec(salt: string): IdCodec {
  if (!salt) throw new Error("the id salt must not be empty");
  const hashids = new Hashids(salt, ID_MIN_LENGTH, ALPHABET);
  return {
    encode(id) {
      if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`cannot encode id ${id}`);
      return hashids.encode(id);
    },
    decode(text) {
      if (typeof text !== "string" || text.length < ID_MIN_LENGTH || text.length > 32) return null;
      let values: ReturnType<Hashids["decode"]>;
      try {
        // hashids throws on characters outside its alphabet: that is "not an id", never an error.
        values = hashids.decode(text);
      } catch {
        return null;
      }
      if (values.length !== 1) return null;
      const value = Number(values[0]);
      if (!Number.isSafeInteger(value) || value < 0) return null;
      // Several strings can decode to the same number; only the canonical one is the id.
      return hashids.encode(value) === text ? value : null;
    },
  };
}

/** The salt used when configuration gives none: a product string, as spec §5 describes. */
export const DEFAULT_ID_SALT = "davmu-share";
