import { SMS_CAPS_PER_PHONE } from "@davmu/contract";
import type { Kysely } from "kysely";
import type { SmsConfig } from "../../config.ts";
import { chinaDay, createCappedCounts, type Period } from "../../db/capped-counts.ts";
import type { Database } from "../../db/schema.ts";
import type { RateLimitStore } from "../../http/rate-limit.ts";

/** The clock hour holding `now` (seconds). */
function clockHour(now: number): Period {
  const hour = Math.floor(now / 3600);
  return { id: `h${hour}`, endsAt: (hour + 1) * 3600 };
}

export type SendCheck = { allowed: true } | { allowed: false; retryAfter: number; why: string };

/**
 * The caps on sending login codes (docs/decisions/0048), all kept in stores every process shares on
 * PostgreSQL: per client address a token bucket a minute and a count a China day; per phone one
 * a minute (a bucket of one), five a clock hour and ten a China day. The address is checked
 * first, so a flood from one address does not use up the caps of the numbers it names.
 */
export function createSendCaps(
  db: Kysely<Database>,
  rates: RateLimitStore,
  config: Pick<SmsConfig, "addressPerMinute" | "addressPerDay">,
  nowMs: () => number,
) {
  const counts = createCappedCounts(db, nowMs);
  return {
    async take({ phone, address, now }: { phone: string; address: string; now: number }): Promise<SendCheck> {
      const day = chinaDay(now);
      const hour = clockHour(now);
      const untilDay = day.endsAt - now;
      if (!(await rates.take("sms-address", address, config.addressPerMinute)))
        return { allowed: false, retryAfter: Math.ceil(60 / config.addressPerMinute), why: "address" };
      if (
        !(await counts.take({ scope: "sms-address", key: address, cap: config.addressPerDay, period: day }))
          .allowed
      )
        return { allowed: false, retryAfter: untilDay, why: "address" };
      if (!(await rates.take("sms-phone", phone, SMS_CAPS_PER_PHONE.minute)))
        return { allowed: false, retryAfter: 60, why: "phone" };
      if (
        !(
          await counts.take({
            scope: "sms-phone-hour",
            key: phone,
            cap: SMS_CAPS_PER_PHONE.hour,
            period: hour,
          })
        ).allowed
      )
        return { allowed: false, retryAfter: hour.endsAt - now, why: "phone" };
      if (
        !(await counts.take({ scope: "sms-phone-day", key: phone, cap: SMS_CAPS_PER_PHONE.day, period: day }))
          .allowed
      )
        return { allowed: false, retryAfter: untilDay, why: "phone" };
      return { allowed: true };
    },
  };
}
