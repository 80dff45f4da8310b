#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A storyboard file read in chunks into one reusable buffer.
///
/// The reader consumes what it can of each chunk; the rest moves to the front of the buffer and
/// the next read appends to it. The buffer doubles when what is left fills half of it (one
/// piece of markup larger than a chunk), so nothing is read twice more than a few times.
struct StoryboardFile {
  private let descriptor: Int32
  private let path: String
  /// The first buffer's size: large enough that a storyboard of average size is one read.
  static let chunkSize = 1 << 18

  /// Opens the file at `path`.
  /// - Throws: ``StoryboardLoadError/Reason/unreadable(_:)`` saying why it cannot be read.
  init(openingAtPath path: String) throws(StoryboardLoadError) {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw StoryboardLoadError(path: path, reason: .unreadable(Self.describe(errno)))
    }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      closeDescriptor(descriptor)
      throw StoryboardLoadError(path: path, reason: .unreadable("it is a directory"))
    }
    self.descriptor = descriptor
    self.path = path
  }

  func close() { closeDescriptor(descriptor) }

  /// Reads the file to its end, handing `consume` the bytes not yet consumed (whether they are
  /// the file's first bytes, whether they are its last) and keeping what it does not consume.
  func read(
    chunkSize: Int,
    _ consume: (UnsafeBufferPointer<UInt8>, Bool, Bool) throws(StoryboardLoadError) -> Int
  ) throws(StoryboardLoadError) {
    var capacity = max(chunkSize, 1)
    var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    defer { buffer.deallocate() }
    var filled = 0
    var isFirst = true
    while true {
      let count = readDescriptor(descriptor, buffer + filled, capacity - filled)
      if count < 0 {
        if errno == EINTR { continue }
        throw StoryboardLoadError(path: path, reason: .unreadable(Self.describe(errno)))
      }
      filled += count
      let isFinal = count == 0
      guard filled > 0 || isFinal else { continue }
      let consumed = try consume(
        UnsafeBufferPointer(start: buffer, count: filled), isFirst, isFinal)
      isFirst = false
      if isFinal { return }
      filled -= consumed
      if consumed > 0 { memmove(buffer, buffer + consumed, filled) }
      if filled * 2 > capacity {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        larger.update(from: buffer, count: filled)
        buffer.deallocate()
        buffer = larger
        capacity *= 2
      }
    }
  }

  private static func describe(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case EACCES, EPERM: return "permission denied"
    case EISDIR: return "it is a directory"
    default: return String(cString: strerror(code))
    }
  }
}

// Outside the type, whose own `close()` and `read(_:)` would shadow the system's.
private func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

private func readDescriptor(
  _ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int
)
  -> Int
{
  read(descriptor, buffer, count)
}
