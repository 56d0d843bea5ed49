// The agreement between scripts/develop.mjs (which runs `gatsby develop` and starts it again) and
// src/gatsby/check-site-config-loader.cjs (which asks for a restart when a setting read only at start
// changes). CommonJS, so that the webpack loader can require it.

/** The exit code with which `gatsby develop` asks to be started again (EX_TEMPFAIL: try again). */
exports.RESTART_EXIT_CODE = 75;

/** Set in gatsby's environment when scripts/develop.mjs runs it, so that asking for a restart is safe. */
exports.SUPERVISED_ENV = "POSTCODES_DOCS_DEVELOP_SUPERVISED";
