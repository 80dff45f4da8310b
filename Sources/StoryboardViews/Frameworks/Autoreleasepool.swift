import StoryboardRuntime

#if !canImport(ObjectiveC)
  /// Objective-C's `autoreleasepool(invoking:)`, which Foundation has only with the Objective-C
  /// runtime: runs `body` and returns its result. Without that runtime nothing is autoreleased,
  /// so there is no pool to drain.
  public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
  }
#endif
