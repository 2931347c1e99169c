// Setup for the Worker tests in workerd: the shared guards. Requests into the Worker (exports.default.fetch) are not
// outbound; every fetch the code under test makes goes through the guarded global fetch.
import { installGuards } from "../../test/guards";

installGuards();
