#ifndef STORYBOARDS_TEST_HOOK_H
#define STORYBOARDS_TEST_HOOK_H

#include <stdbool.h>

/// Records `message` — a raise no `catching` took — as a failure of the running test, at the
/// line of the test that made the call, and returns true; returns false when no test framework
/// took it. The definition here is weak and takes nothing: StoryboardTesting's strong definition
/// replaces it when a test target links StoryboardTesting.
bool storyboards_report_uncaught_raise(const char *message);

#endif
