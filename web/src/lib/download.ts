// Generated documents (receipts, leases) are downloaded like every stored file: getFile (api/client.ts) with the
// file's `url`, then saveBlob. The receipts issue adds the receipt documents.

/** Hands a Blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
