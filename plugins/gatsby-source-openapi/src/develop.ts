/** True in `gatsby develop`: the plugin then watches the description and keeps the last good one on a mistake. */
export const isDevelop = (): boolean => process.env.gatsby_executing_command === "develop";
