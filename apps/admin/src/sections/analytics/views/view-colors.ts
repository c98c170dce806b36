import { createContext, useContext } from "react";
import { DEFAULT_VIEW_COLORS } from "@eb/api/contracts";

export type ViewColors = { primary: string; secondary: string };

/** The colours of the dashboard view on screen; the spec's defaults without one. */
export const ViewColorsContext = createContext<ViewColors>(DEFAULT_VIEW_COLORS);

export const useViewColors = () => useContext(ViewColorsContext);
