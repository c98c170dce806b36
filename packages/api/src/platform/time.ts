// The time units every domain builds on. They are defined in shared/ (browser-safe, so the front
// ends use the same ones) and reach server code from here, through "../platform".
export { SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS } from "../shared";
