/** A follow button's state, and the taps it hands to its controller (those before it came wait in `pending`). */
export type FollowState = { followed: boolean; follower_count: number };
export type FollowTaps = { pending: boolean; controller: { tap: () => void } | null };
