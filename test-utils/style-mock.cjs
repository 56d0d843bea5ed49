// Global stylesheets have no effect in unit tests.
module.exports = {};
