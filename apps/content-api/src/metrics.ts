// The service's own metrics, beside the requests' and the process's (@davmu/ops): what an operator
// alerts on (README, "Operating the site").
import { counter, gauge } from "@davmu/ops";

/** Live rooms' event streams open on this process. */
export const streamsOpen = gauge({
  name: "content_api_event_streams_open",
  help: "Server-sent event streams open on this process",
});

/** Login codes asked for, by what became of them. */
export const smsOutcomes = counter({
  name: "content_api_sms_total",
  help: "Login codes asked for, by outcome: sent, capped (refused by the send caps), failed (the gateway), test (a test number, never texted)",
  labelNames: ["outcome"],
});

/** Logins and sign-ups by phone code, by outcome. */
export const loginOutcomes = counter({
  name: "content_api_logins_total",
  help: "Logins and sign-ups by phone code, by call and outcome (ok, bad_code, refused)",
  labelNames: ["call", "outcome"],
});

/** Tracker events, by whether they were stored. */
export const trackerEvents = counter({
  name: "content_api_tracker_events_total",
  help: "Tracker events received, by outcome: accepted (stored), refused (a bad id, a rate limit, not counted)",
  labelNames: ["outcome"],
});
