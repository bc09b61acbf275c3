// Every stored object lives under "files/"; its URL is the same path served by GET /files/*.
export const newKey = (folder: string, ext: string) =>
  `files/${folder}/${crypto.randomUUID()}${ext ? `.${ext}` : ""}`;
export const keyToUrl = (key: string) => `/${key}`;
export const urlToKey = (path: string) => path.replace(/^\/+/, "");
