#ifndef STORYBOARDS_TEST_HOOK_H
#define STORYBOARDS_TEST_HOOK_H

#include <stdbool.h>

/// Records `message` — a raise no `catching` took — as a failure of the running test, at the
/// line of the test that made the call, and returns true; returns false when no test framework
/// took it. The definition here is weak and takes nothing: StoryboardTesting's strong definition
/// replaces it when a test target links StoryboardTesting.
bool storyboards_report_uncaught_raise(const char *message);

/// Reads the nib named `name` (UTF-8): from `bytes` (`count` of them) when they are given, else
/// the `<name>.xib` file of the bundle at `bundlePath` (NULL: the main bundle). Returns a retained
/// Swift object holding the nib or why it cannot be read, or NULL when no module that reads nibs
/// is linked. The runtime reads no files: the definition here is weak and reads nothing, and
/// StoryboardsUIKit's strong definition, which reads them with the storyboard reader, replaces
/// it whenever a target links StoryboardsUIKit.
void *storyboards_read_nib(
    const char *name, const char *bundlePath, const unsigned char *bytes, long count);

/// The catalog of the module of views above the runtime's navigation core: a retained Swift
/// object naming the classes of the storyboard elements that module models, or NULL when it is
/// not linked. The definition here is weak and names none: StoryboardViews' strong definition
/// replaces it whenever a target links StoryboardViews.
void *storyboards_scene_element_catalog(void);

#endif
