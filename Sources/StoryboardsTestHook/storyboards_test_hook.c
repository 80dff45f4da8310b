#include "storyboards_test_hook.h"

__attribute__((weak)) bool storyboards_report_uncaught_raise(const char *message) {
  (void)message;
  return false;
}
