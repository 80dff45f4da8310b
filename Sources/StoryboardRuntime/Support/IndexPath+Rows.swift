import Foundation

#if !canImport(UIKit)
  extension IndexPath {
    /// UIKit's addition: the index path of `row` in `section`.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// UIKit's addition: the row, the second index.
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif

#if !canImport(UIKit) && !canImport(AppKit)
  extension IndexPath {
    /// UIKit's addition: the index path of `item` in `section`.
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// UIKit's addition: the section, the first index.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// UIKit's addition: the item, the second index.
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif
