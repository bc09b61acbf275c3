// The workbooks' libraries (ADR 078), loaded by the first import, template or portfolio export rather than at the
// server's start (ADR 126): an agency moves in once, and their code and tables stayed in every server's heap.
let lecture: Promise<typeof import("read-excel-file/universal")> | undefined;
let ecriture: Promise<typeof import("write-excel-file/universal")> | undefined;

export const lireXlsx = async (
  ...args: Parameters<typeof import("read-excel-file/universal").default>
) => {
  lecture ??= import("read-excel-file/universal");
  return (await lecture).default(...args);
};

/** The workbook written, as a Blob. */
export const ecrireXlsx = async (
  ...args: Parameters<typeof import("write-excel-file/universal").default>
) => {
  ecriture ??= import("write-excel-file/universal");
  return (await ecriture).default(...args).toBlob();
};
