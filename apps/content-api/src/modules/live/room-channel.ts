/**
 * A live room's channel on the live broker: what the chat, the status changes and the online count
 * publish to, and every open push stream of the room listens on.
 */
export const roomChannel = (id: number) => `live-room-${id}`;
