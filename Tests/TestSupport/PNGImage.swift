import Foundation

/// A PNG image decoded to RGBA, for tests that look at a real browser's screenshot: 8-bit
/// grey, RGB, grey-alpha and RGBA images without interlacing (what Chromium writes).
public struct PNGImage {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// Four bytes per pixel, row by row.
  public let rgba: [UInt8]

  /// What makes a file no PNG this reader can decode.
  public struct DecodingError: Error, CustomStringConvertible {
    /// What is wrong.
    public let description: String
  }

  /// The pixel at (`x`, `y`) as red, green, blue, alpha.
  public func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    let index = (y * width + x) * 4
    return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
  }

  /// Decodes `data`.
  public init(data: [UInt8]) throws {
    guard data.count > 8, data.prefix(8).elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]) else {
      throw DecodingError(description: "not a PNG file")
    }
    var offset = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    func integer(_ at: Int) -> Int {
      data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    while offset + 8 <= data.count {
      let length = integer(offset)
      let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
      guard offset + 12 + length <= data.count else {
        throw DecodingError(description: "a chunk runs past the end")
      }
      let body = Array(data[offset + 8..<offset + 8 + length])
      if type == "IHDR" { header = body }
      if type == "IDAT" { compressed += body }
      if type == "IEND" { break }
      offset += 12 + length
    }
    guard header.count == 13 else { throw DecodingError(description: "no IHDR chunk") }
    width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    let (depth, colorType, interlace) = (header[8], header[9], header[12])
    let channels: Int
    switch colorType {
    case 0: channels = 1
    case 2: channels = 3
    case 4: channels = 2
    case 6: channels = 4
    default: throw DecodingError(description: "colour type \(colorType) is not supported")
    }
    guard depth == 8, interlace == 0 else {
      throw DecodingError(description: "only 8-bit images without interlacing are supported")
    }
    guard compressed.count > 2 else { throw DecodingError(description: "no image data") }
    var inflater = Inflater(Array(compressed.dropFirst(2)))
    let raw = try inflater.inflate()
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else {
      throw DecodingError(description: "the image data is too short")
    }
    var pixels = [UInt8](repeating: 0, count: height * stride)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      for column in 0..<stride {
        let value = raw[row * (stride + 1) + 1 + column]
        let left = column >= channels ? Int(pixels[row * stride + column - channels]) : 0
        let up = row > 0 ? Int(pixels[(row - 1) * stride + column]) : 0
        let upLeft =
          row > 0 && column >= channels ? Int(pixels[(row - 1) * stride + column - channels]) : 0
        let predicted: Int
        switch filter {
        case 0: predicted = 0
        case 1: predicted = left
        case 2: predicted = up
        case 3: predicted = (left + up) / 2
        case 4:
          let estimate = left + up - upLeft
          let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
          predicted = a <= b && a <= c ? left : b <= c ? up : upLeft
        default: throw DecodingError(description: "unknown row filter \(filter)")
        }
        pixels[row * stride + column] = UInt8(truncatingIfNeeded: Int(value) + predicted)
      }
    }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for index in 0..<(width * height) {
      let source = index * channels
      switch channels {
      case 1, 2:
        rgba[index * 4] = pixels[source]
        rgba[index * 4 + 1] = pixels[source]
        rgba[index * 4 + 2] = pixels[source]
        if channels == 2 { rgba[index * 4 + 3] = pixels[source + 1] }
      default:
        rgba[index * 4] = pixels[source]
        rgba[index * 4 + 1] = pixels[source + 1]
        rgba[index * 4 + 2] = pixels[source + 2]
        if channels == 4 { rgba[index * 4 + 3] = pixels[source + 3] }
      }
    }
    self.rgba = rgba
  }
}

/// A DEFLATE (RFC 1951) decoder: stored, fixed and dynamic Huffman blocks.
private struct Inflater {
  private let input: [UInt8]
  private var position = 0
  private var bitBuffer = 0
  private var bitCount = 0
  private var output: [UInt8] = []

  init(_ input: [UInt8]) { self.input = input }

  private mutating func bits(_ count: Int) throws -> Int {
    while bitCount < count {
      guard position < input.count else {
        throw PNGImage.DecodingError(description: "the compressed data ends early")
      }
      bitBuffer |= Int(input[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  /// A canonical Huffman code: for each length, how many codes, and the symbols in order.
  private struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length > 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  private mutating func decode(_ huffman: Huffman) throws -> Int {
    var (code, first, index) = (0, 0, 0)
    for length in 1..<16 {
      code |= try bits(1)
      let count = huffman.counts[length]
      if code - first < count { return huffman.symbols[index + code - first] }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw PNGImage.DecodingError(description: "an invalid Huffman code")
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  mutating func inflate() throws -> [UInt8] {
    var last = false
    while !last {
      last = try bits(1) == 1
      switch try bits(2) {
      case 0:
        (bitBuffer, bitCount) = (0, 0)
        guard position + 4 <= input.count else {
          throw PNGImage.DecodingError(description: "a stored block ends early")
        }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else {
          throw PNGImage.DecodingError(description: "a stored block ends early")
        }
        output += input[position..<position + length]
        position += length
      case 1:
        let lengths =
          [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
          + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
        try inflateBlock(
          Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
      case 2:
        let (literals, distances) = try dynamicCodes()
        try inflateBlock(literals, distances)
      default:
        throw PNGImage.DecodingError(description: "an invalid block type")
      }
    }
    return output
  }

  private mutating func dynamicCodes() throws -> (Huffman, Huffman) {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeCount = try bits(4) + 4
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var codeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
    let codes = Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(codes)
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else {
          throw PNGImage.DecodingError(description: "a repeat with nothing to repeat")
        }
        lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
      case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
      default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
      }
    }
    return (
      Huffman(lengths: Array(lengths[0..<literalCount])),
      Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount]))
    )
  }

  private mutating func inflateBlock(_ literals: Huffman, _ distances: Huffman) throws {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < Self.lengthBase.count else {
          throw PNGImage.DecodingError(description: "an invalid length code")
        }
        let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
        let distanceSymbol = try decode(distances)
        guard distanceSymbol < Self.distanceBase.count else {
          throw PNGImage.DecodingError(description: "an invalid distance code")
        }
        let distance =
          Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
        guard distance <= output.count else {
          throw PNGImage.DecodingError(description: "a distance before the start")
        }
        let start = output.count - distance
        for step in 0..<length { output.append(output[start + step]) }
      }
    }
  }
}
