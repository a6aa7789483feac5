import {
  type FormDetail,
  type FormEntry,
  type FormField,
  FormFieldsSchema,
  type FormState,
  maskPhone,
} from "@davmu/contract";
import type { ActivityEntriesTable, FormUploadsTable } from "../../db/schema-forms.ts";
import type { Presenter } from "../../presenter.ts";
import { toImage } from "../content/present-image.ts";
import type { ActivityRow } from "./queries.ts";

/** Where sign-up stands at `now`: closed once the deadline has passed, full once every place is taken. */
export function formState(
  row: Pick<ActivityRow, "deadline" | "capacity" | "signup_count">,
  now: number,
): FormState {
  if (now >= row.deadline) return "closed";
  if (row.capacity !== null && row.signup_count >= row.capacity) return "full";
  return "open";
}

/** The form's fields, as the contract reads them: a row that does not parse is a broken activity. */
export function fieldsOf(row: Pick<ActivityRow, "id" | "fields">): FormField[] {
  return FormFieldsSchema.parse(JSON.parse(row.fields));
}

export function toFormDetail(p: Presenter, row: ActivityRow, now: number): FormDetail {
  return {
    id: p.ids.encode(row.id),
    title: row.title,
    banner: toImage(p, {
      url: row.banner_url,
      width: row.banner_width,
      height: row.banner_height,
      alt: row.title,
    }),
    start_time: row.start_time,
    end_time: row.end_time,
    place: row.place,
    organiser: { name: row.organiser, mp: toMp(p, row) },
    description: row.description,
    capacity: row.capacity,
    signup_count: row.signup_count,
    deadline: row.deadline,
    state: formState(row, now),
    fields: fieldsOf(row),
    server_time: now,
  };
}

function toMp(p: Presenter, row: ActivityRow) {
  if (row.mp_account_id === null || row.mp_name === null || row.mp_avatar === null) return null;
  const avatar = p.contentMediaUrl(row.mp_avatar);
  if (!avatar) return null;
  return {
    id: p.ids.encode(row.mp_account_id),
    name: row.mp_name,
    avatar,
    description: row.mp_description ?? "",
    follower_count: row.mp_follower_count ?? 0,
  };
}

type EntryRow = Pick<ActivityEntriesTable, "activity_id" | "answers" | "created_at"> & { id: number };
type UploadRow = Pick<FormUploadsTable, "ref" | "url" | "width" | "height">;

/**
 * An entry as its visitor sees it again: every answered field's label and answer in words, the
 * phone number masked (the page that shows it may be on a shared phone), pictures as pictures.
 */
export function toFormEntry(
  p: Presenter,
  fields: FormField[],
  entry: EntryRow,
  uploads: UploadRow[],
): FormEntry {
  const values = JSON.parse(entry.answers) as Record<string, unknown>;
  const answers = fields.flatMap((field) => {
    const value = values[field.key];
    if (value === undefined || value === null || value === "") return [];
    const label = (v: unknown) =>
      field.type === "single" || field.type === "multiple"
        ? (field.options.find((o) => o.value === v)?.label ?? String(v))
        : String(v);
    if (field.type === "image") {
      const upload = uploads.find((u) => u.ref === value);
      const image = upload ? toImage(p, { ...upload, alt: field.label }) : null;
      return [{ key: field.key, label: field.label, text: "", image }];
    }
    const text =
      field.type === "phone"
        ? maskPhone(String(value))
        : Array.isArray(value)
          ? value.map(label).join("、")
          : label(value);
    return [{ key: field.key, label: field.label, text, image: null }];
  });
  return { id: p.ids.encode(entry.id), created_at: entry.created_at, answers };
}
