#include "storyboards_test_hook.h"

__attribute__((weak)) bool storyboards_report_uncaught_raise(const char *message) {
  (void)message;
  return false;
}

__attribute__((weak)) void *storyboards_read_nib(
    const char *name, const char *bundlePath, const unsigned char *bytes, long count) {
  (void)name;
  (void)bundlePath;
  (void)bytes;
  (void)count;
  return 0;
}

__attribute__((weak)) void *storyboards_scene_element_catalog(void) { return 0; }
