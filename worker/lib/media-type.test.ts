import { describe, expect, it } from "vitest";
import { isJson, isMultipartForm, parseMediaType } from "./media-type";

describe("parseMediaType", () => {
  it("reads type, subtype and parameters, case-insensitively for names", () => {
    expect(parseMediaType("Application/JSON; Charset=UTF-8")).toEqual({
      essence: "application/json",
      params: { charset: "UTF-8" },
    });
    expect(parseMediaType('multipart/form-data; boundary="a b;c"')).toEqual({
      essence: "multipart/form-data",
      params: { boundary: "a b;c" },
    });
    expect(parseMediaType("text/plain;charset=utf-8;format=flowed")?.params).toEqual({
      charset: "utf-8",
      format: "flowed",
    });
  });

  it("returns null for what is not a media type", () => {
    for (const h of [
      undefined,
      "",
      "json",
      "application/",
      "/json",
      "application/json/x",
      "application json",
      "appli(cation)/json",
    ])
      expect(parseMediaType(h), String(h)).toBeNull();
  });

  it("skips a malformed parameter instead of failing the whole header (as fetch does)", () => {
    expect(parseMediaType("application/json; =x; x; charset=utf-8")).toEqual({
      essence: "application/json",
      params: { charset: "utf-8" },
    });
    expect(parseMediaType('text/plain; a="open')?.params).toEqual({ a: "open" });
    expect(parseMediaType("application/json; x=multipart/form-data")?.params).toEqual({
      x: "multipart/form-data",
    });
  });

  it("keeps the first of a repeated parameter", () => {
    expect(parseMediaType("multipart/form-data; boundary=a; boundary=b")?.params.boundary).toBe(
      "a",
    );
  });
});

describe("isJson / isMultipartForm", () => {
  it("judges the media type itself, never a substring of the header", () => {
    expect(isJson(parseMediaType("application/json; x=multipart/form-data"))).toBe(true);
    expect(isMultipartForm(parseMediaType("application/json; x=multipart/form-data"))).toBe(false);
    expect(isMultipartForm(parseMediaType("text/plain; x=multipart/form-data; boundary=z"))).toBe(
      false,
    );
    expect(isJson(parseMediaType("text/plain; a=application/json"))).toBe(false);
    expect(isJson(parseMediaType("application/problem+json"))).toBe(false);
    expect(isJson(parseMediaType("APPLICATION/JSON;charset=utf-8"))).toBe(true);
    expect(isMultipartForm(parseMediaType("multipart/form-data; boundary=----x"))).toBe(true);
    expect(isMultipartForm(parseMediaType("multipart/form-data"))).toBe(false);
  });
});
