import { describe, expect, it } from "vitest";
import { readAllPages } from "./read-all-pages";

const rows = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({ id: `r${String(from + index)}` }));
const idOf = (row: { id: string }) => row.id;

describe("readAllPages", () => {
  it("asks page after page until a page is shorter than asked", async () => {
    const asked: number[] = [];
    const result = await readAllPages(
      (first, max) => {
        asked.push(first);
        return Promise.resolve(rows(Math.max(0, Math.min(max, 25 - first)), first));
      },
      idOf,
      { pageSize: 10 },
    );
    expect(asked).toEqual([0, 10, 20]);
    expect(result.rows).toHaveLength(25);
    expect(result.complete).toBe(true);
  });

  it("stops after one request when the server ignores max and answers everything", async () => {
    const asked: number[] = [];
    const result = await readAllPages(
      (first) => {
        asked.push(first);
        return Promise.resolve(rows(4413));
      },
      idOf,
      { pageSize: 500 },
    );
    expect(asked).toEqual([0]);
    expect(result).toEqual({ rows: rows(4413), complete: true });
  });

  it("stops when the server ignores first and repeats the same page", async () => {
    const asked: number[] = [];
    const result = await readAllPages(
      (first, max) => {
        asked.push(first);
        return Promise.resolve(rows(max));
      },
      idOf,
      { pageSize: 10 },
    );
    expect(asked).toEqual([0, 10]);
    expect(result.rows).toHaveLength(10);
  });

  it("never asks for more than the bound, and says the list is cut", async () => {
    let requests = 0;
    const result = await readAllPages(
      (first, max) => {
        requests++;
        return Promise.resolve(rows(max, first));
      },
      idOf,
      { pageSize: 10, maxPages: 3 },
    );
    expect(requests).toBe(3);
    expect(result.rows).toHaveLength(30);
    expect(result.complete).toBe(false);
  });

  it("keeps each row once when pages overlap", async () => {
    const pages = [rows(3), [...rows(2, 2)]];
    const result = await readAllPages((first) => Promise.resolve(pages[first / 3] ?? []), idOf, {
      pageSize: 3,
    });
    expect(result.rows.map(idOf)).toEqual(["r0", "r1", "r2", "r3"]);
  });
});
