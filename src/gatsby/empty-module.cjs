// What the production browser build uses in place of a module of Gatsby's runtime that does nothing
// in this site (see browserModulesLeftOut in webpack.ts).
module.exports = {};
