// @phoneparts/bench-results — what every benchmark (the API's, the front end's) writes to bench/results.json.
export { atMost, result, score, type BenchResult } from './bench-result';
export { printResult } from './print-result';
export { mergeResults, resultsFile } from './results-file';
