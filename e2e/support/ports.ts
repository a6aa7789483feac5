/** The ports the browser tests run both programs on, away from the defaults of `npm start`. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 9628);
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const API_BASE = `http://127.0.0.1:${E2E_API_PORT}`;
export const SITE_ORIGIN = `http://127.0.0.1:${E2E_WEB_PORT}`;
export const BASE_PATH = "/davmu/share";
