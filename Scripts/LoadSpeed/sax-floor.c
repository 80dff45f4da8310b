// The floor for reading storyboards: one libxml2 SAX2 pass over each file given (or each
// `.storyboard` under a folder), with callbacks that only count elements, attributes and text.
// Build: cc -O2 sax-floor.c $(pkg-config --cflags --libs libxml-2.0) -o sax-floor
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <libxml/parser.h>

static long elements, attributes, characters;

static void start(void *ctx, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri,
                  int namespaces, const xmlChar **ns, int count, int defaulted,
                  const xmlChar **attrs) {
  elements++;
  attributes += count;
}
static void end(void *ctx, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {}
static void text(void *ctx, const xmlChar *chars, int length) { characters += length; }

static int parse(const char *path) {
  xmlSAXHandler handler;
  memset(&handler, 0, sizeof handler);
  handler.initialized = XML_SAX2_MAGIC;
  handler.startElementNs = start;
  handler.endElementNs = end;
  handler.characters = text;
  return xmlSAXUserParseFile(&handler, NULL, path);
}

static int walk(const char *path) {
  struct stat info;
  if (stat(path, &info) != 0) return 1;
  if (!S_ISDIR(info.st_mode)) return parse(path) != 0;
  DIR *dir = opendir(path);
  if (!dir) return 1;
  int failures = 0;
  struct dirent *entry;
  char child[4096];
  while ((entry = readdir(dir))) {
    if (entry->d_name[0] == '.') continue;
    snprintf(child, sizeof child, "%s/%s", path, entry->d_name);
    size_t length = strlen(child);
    if (stat(child, &info) == 0 && S_ISDIR(info.st_mode)) failures += walk(child);
    else if (length > 11 && strcmp(child + length - 11, ".storyboard") == 0) failures += parse(child) != 0;
  }
  closedir(dir);
  return failures;
}

int main(int argc, char **argv) {
  int failures = 0;
  for (int i = 1; i < argc; i++) failures += walk(argv[i]);
  printf("%ld elements, %ld attributes, %ld characters, %d failures\n", elements, attributes,
         characters, failures);
  return 0;
}
