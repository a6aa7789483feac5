/** `/special/{id}` is the special topic's screen under a short path: the same texts. */
export { messages } from "../special/messages.en.ts";
