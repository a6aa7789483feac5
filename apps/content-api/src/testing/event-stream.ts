/** Reads a push stream until `until` holds for what has come, or fails after a few seconds. */
export async function readStream(res: Response, until: (text: string) => boolean): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + 5000;
  while (!until(text)) {
    if (Date.now() > deadline) throw new Error(`the stream did not say it in time:\n${text}`);
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}
