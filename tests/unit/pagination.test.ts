import { describe, expect, it } from "vitest";
import { pageWindow } from "@/lib/platform/pagination";

describe("Manage Event pagination window", () => {
  it("shows every page when there are 5 or fewer", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the current page in the middle of a 5-page window", () => {
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(4, 12)).toEqual([2, 3, 4, 5, 6]);
  });

  it("shifts the window inwards at the first and last pages", () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it("never offers more than `size` pages, nor pages that do not exist", () => {
    expect(pageWindow(3, 20, 3)).toEqual([2, 3, 4]);
    expect(pageWindow(50, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
