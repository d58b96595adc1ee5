/**
 * The answer's text, decoded as it arrives. Chromium's response.text() decodes a long answer in a
 * few long tasks at its end: with 2,000 floorplans (2.3 MB) the page's blocking time at 4× CPU fell
 * by a fifth to a third with this (docs/performance.md, "The floorplans bench").
 */
async function textOf({ body }: Response): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  if (body)
    for (
      let reader = body.getReader(), part: ReadableStreamReadResult<Uint8Array>;
      !(part = await reader.read()).done;
    )
      text += decoder.decode(part.value, { stream: true });
  return text + decoder.decode();
}

/** A read's answer as JSON, as ky's .json() gives it (nothing for an empty answer), its text read as it arrives. */
export async function readAnswer(response: Response): Promise<unknown> {
  const text = await textOf(response);
  return text === '' ? '' : JSON.parse(text);
}
