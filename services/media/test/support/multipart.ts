/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export async function multipartBody(
  data: Buffer,
  options: { field?: string; filename?: string; type?: string } = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(data)], { type: options.type ?? 'image/jpeg' }),
    options.filename ?? 'photo.jpg',
  );
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') as string },
  };
}
