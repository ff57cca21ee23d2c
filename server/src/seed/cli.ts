import { exitOnSetupError } from "../setup-error";
import { seed } from "./seed";
import { parseSeedArgs, seedUsage } from "./seed-options";

/** `npm run seed [-- --quick] [-- --users N …]`: fills a realm with the benchmark's data. */
const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(`Usage: npm run seed -- [options]\n${seedUsage}`);
  process.exit(0);
}

try {
  await seed(parseSeedArgs(args));
} catch (error) {
  exitOnSetupError(error);
}
