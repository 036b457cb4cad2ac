#!/usr/bin/env node
// Grades a deployed page's headers by the HTTP Observatory's rules:
//   node scripts/grade-headers.mjs https://www.example.com/
// Exits non-zero below A+.
import { formatGrade, gradeResponse } from "./observatory.mjs";

const url = process.argv[2];
if (!url) {
  console.error("Usage: node scripts/grade-headers.mjs <url>");
  process.exit(2);
}
const response = await fetch(url, { redirect: "follow" });
const grade = gradeResponse({
  headers: response.headers,
  html: await response.text(),
  url: response.url,
});
console.log(`${response.url} (${response.status})\n${formatGrade(grade)}`);
process.exitCode = grade.grade === "A+" ? 0 : 1;
