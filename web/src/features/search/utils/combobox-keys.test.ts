import { describe, expect, it } from "vitest";

import { comboboxAction, type ComboboxView } from "./combobox-keys";

const open: ComboboxView = { open: true, active: -1, count: 3, hasText: true };
const closed: ComboboxView = { ...open, open: false };

describe("comboboxAction", () => {
  it("moves down through the options and wraps to the first", () => {
    expect(comboboxAction("ArrowDown", open)).toEqual({ kind: "highlight", index: 0 });
    expect(comboboxAction("ArrowDown", { ...open, active: 1 })).toEqual({
      kind: "highlight",
      index: 2,
    });
    expect(comboboxAction("ArrowDown", { ...open, active: 2 })).toEqual({
      kind: "highlight",
      index: 0,
    });
  });

  it("moves up and wraps to the last", () => {
    expect(comboboxAction("ArrowUp", open)).toEqual({ kind: "highlight", index: 2 });
    expect(comboboxAction("ArrowUp", { ...open, active: 2 })).toEqual({
      kind: "highlight",
      index: 1,
    });
    expect(comboboxAction("ArrowUp", { ...open, active: 0 })).toEqual({
      kind: "highlight",
      index: 2,
    });
  });

  it("opens a closed list at its first or last option", () => {
    expect(comboboxAction("ArrowDown", { ...closed, active: 1 })).toEqual({
      kind: "highlight",
      index: 0,
    });
    expect(comboboxAction("ArrowUp", closed)).toEqual({ kind: "highlight", index: 2 });
  });

  it("leaves the arrows alone with no options", () => {
    expect(comboboxAction("ArrowDown", { ...open, count: 0 })).toEqual({ kind: "none" });
    expect(comboboxAction("ArrowUp", { ...open, count: 0 })).toEqual({ kind: "none" });
  });

  it("opens the highlighted option on Enter, or else searches", () => {
    expect(comboboxAction("Enter", { ...open, active: 1 })).toEqual({
      kind: "open-option",
      index: 1,
    });
    expect(comboboxAction("Enter", open)).toEqual({ kind: "submit" });
    expect(comboboxAction("Enter", { ...closed, active: 1 })).toEqual({ kind: "submit" });
    expect(comboboxAction("Enter", { ...open, active: 5 })).toEqual({ kind: "submit" });
  });

  it("closes on Escape, then clears the box, then does nothing", () => {
    expect(comboboxAction("Escape", { ...open, active: 1 })).toEqual({ kind: "close" });
    expect(comboboxAction("Escape", closed)).toEqual({ kind: "clear" });
    expect(comboboxAction("Escape", { ...closed, hasText: false })).toEqual({ kind: "none" });
  });

  it("leaves other keys to the text box", () => {
    expect(comboboxAction("a", open)).toEqual({ kind: "none" });
    expect(comboboxAction("Home", open)).toEqual({ kind: "none" });
  });
});
