// Nothing to prepare beyond the web server Playwright starts; kept as the place for suite-wide setup.
export default async function globalSetup() {}
