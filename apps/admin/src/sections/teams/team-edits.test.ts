import { describe, expect, it } from "vitest";
import { REGION_NAME_REQUIRED } from "@eb/api/contracts";
import {
  addRegion,
  addTeamToRegion,
  draftErrors,
  hasErrors,
  NO_ERRORS,
  removeRegion,
  removeTeam,
  renameRegion,
  saveForm,
  startEditing,
  type DraftRegion,
  type Region,
} from "./team-edits";

const loaded: Region[] = [
  { name: "Europe", teams: ["Team Vitality", "MOUZ"] },
  { name: "Americas", teams: ["FURIA"] },
];
const regions: DraftRegion[] = startEditing({ version: 1, regions: loaded }).regions;

const errorsOf = (list: DraftRegion[]) => draftErrors("cs2", { version: 1, regions: list });
const draftOf = (list: Region[]) => startEditing({ version: 1, regions: list }).regions;

describe("editing a game's team lists", () => {
  it("starts from a copy of the loaded list, keeping its version, and sends it without the editor's keys", () => {
    const draft = startEditing({ version: 4, regions: loaded });
    expect(draft).toEqual({
      version: 4,
      regions: [
        { key: 0, ...loaded[0] },
        { key: 1, ...loaded[1] },
      ],
    });
    draft.regions[0]!.teams.push("G2 Esports");
    expect(loaded[0]!.teams).toEqual(["Team Vitality", "MOUZ"]);
    expect(saveForm("lol", startEditing({ version: 4, regions: loaded }))).toEqual({ game: "lol", version: 4, regions: loaded });
  });

  it("adds a team trimmed, last in its region, leaving the other regions alone", () => {
    expect(addTeamToRegion(regions, 1, "  LOUD ")).toEqual({
      regions: [regions[0], { key: 1, name: "Americas", teams: ["FURIA", "LOUD"] }],
      refused: null,
    });
  });

  it("ignores an empty name and refuses a team already in the region, whatever its case", () => {
    expect(addTeamToRegion(regions, 0, "   ")).toEqual({ regions, refused: null });
    expect(addTeamToRegion(regions, 0, " mouz ")).toEqual({ regions, refused: "mouz is already in Europe" });
    expect(addTeamToRegion(regions, 1, "MOUZ").regions[1]!.teams).toEqual(["FURIA", "MOUZ"]);
  });

  it("removes a team, renames, adds (unnamed, with a new key) and removes a region", () => {
    expect(removeTeam(regions, 0, "Team Vitality")).toEqual([{ key: 0, name: "Europe", teams: ["MOUZ"] }, regions[1]]);
    expect(renameRegion(regions, 1, "North America")).toEqual([regions[0], { key: 1, name: "North America", teams: ["FURIA"] }]);
    expect(addRegion(regions)).toEqual([...regions, { key: 2, name: "", teams: [] }]);
    expect(addRegion(removeRegion(regions, 0))).toEqual([regions[1], { key: 2, name: "", teams: [] }]);
    expect(addRegion([])).toEqual([{ key: 0, name: "", teams: [] }]);
    expect(removeRegion(regions, 0)).toEqual([regions[1]]);
  });

  it("shows the contract's messages next to the region they are about", () => {
    expect(errorsOf(regions)).toEqual(NO_ERRORS);
    expect(hasErrors(errorsOf(regions))).toBe(false);
    const unnamed = errorsOf(addRegion(regions));
    expect(unnamed).toEqual({ list: null, regions: { 2: { name: REGION_NAME_REQUIRED } } });
    expect(hasErrors(unnamed)).toBe(true);
    expect(errorsOf(draftOf([...loaded, { name: "europe", teams: ["MOUZ", "mouz"] }]))).toEqual({
      list: null,
      regions: { 2: { name: "There is already a region called europe", teams: "mouz is already in europe" } },
    });
    expect(errorsOf(draftOf([{ name: "Europe", teams: ["x".repeat(61)] }])).regions[0]!.teams).toBeTruthy();
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `Region ${i}`, teams: [] }));
    expect(errorsOf(draftOf(many))).toEqual({ list: "At most 20 regions", regions: {} });
  });
});
