/**
 * What the server and the web app agree on for a page the server paints first (decision 072): the
 * element the server puts beside the app's root, which the app takes away once it has drawn the
 * page itself, and the script (apps/web/public) that sets the colour scheme before it paints.
 */
export const PREPAINT_ID = "prepaint";
export const PREPAINT_SCRIPT = "/prepaint.js";
