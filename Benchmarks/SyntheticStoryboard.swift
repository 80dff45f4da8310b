import Foundation

/// Writes a large storyboard in Interface Builder's format: navigation scenes whose
/// controllers have realistic view markup (subviews, constraints, colors, cells), segues of
/// several kinds, runtime attributes and storyboard references. Written in chunks, so
/// generating it takes little memory.
enum SyntheticStoryboard {
  static func write(toPath path: String, megabytes: Int) throws {
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw CocoaError(.fileWriteUnknown)
    }
    defer { try? handle.close() }
    handle.write(Data(header.utf8))
    var written = header.utf8.count
    var index = 0
    while written < megabytes * 1_000_000 {
      let chunk = (0..<100).map { scene(index + $0) }.joined()
      handle.write(Data(chunk.utf8))
      written += chunk.utf8.count
      index += 100
    }
    handle.write(Data(footer.utf8))
  }

  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
    useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" \
    initialViewController="vc-0">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        </dependencies>
        <scenes>

    """

  static let footer = """
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>

    """

  static func scene(_ index: Int) -> String {
    let id = "vc-\(index)"
    let next = "vc-\(index + 1)"
    let subviews = (0..<12).map { label($0, scene: index) }.joined()
    let constraints = (0..<12).map { constraint($0, scene: index) }.joined()
    let reference =
      index % 50 == 49
      ? """
          <scene sceneID="ref-scene-\(index)">
              <objects>
                  <viewControllerPlaceholder storyboardName="Other\(index)" referencedIdentifier="Entry" id="ref-\(index)" sceneMemberID="viewController"/>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="ref-fr-\(index)" sceneMemberID="firstResponder"/>
              </objects>
          </scene>

      """ : ""
    return """
              <!--Screen \(index)-->
              <scene sceneID="scene-\(index)">
                  <objects>
                      <viewController storyboardIdentifier="Screen\(index)" id="\(id)" customClass="Screen\(index % 17)ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="view-\(index)">
                              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
      \(subviews)                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="button-\(index)">
                                      <rect key="frame" x="20" y="800" width="374" height="44"/>
                                      <state key="normal" title="Next"/>
                                      <connections>
                                          <segue destination="\(next)" kind="show" identifier="next\(index)" id="segue-\(index)"/>
                                      </connections>
                                  </button>
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="safe-\(index)"/>
                              <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                              <constraints>
      \(constraints)                        </constraints>
                          </view>
                          <navigationItem key="navigationItem" title="Screen \(index)" id="item-\(index)">
                              <barButtonItem key="rightBarButtonItem" systemItem="add" id="add-\(index)">
                                  <connections>
                                      <segue destination="\(index % 50 == 49 ? "ref-\(index)" : next)" kind="presentation" identifier="add\(index)" modalPresentationStyle="formSheet" id="present-\(index)"/>
                                  </connections>
                              </barButtonItem>
                          </navigationItem>
                          <userDefinedRuntimeAttributes>
                              <userDefinedRuntimeAttribute type="string" keyPath="analyticsName" value="screen-\(index)"/>
                          </userDefinedRuntimeAttributes>
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(index)" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                  </objects>
                  <point key="canvasLocation" x="\(index * 20)" y="100"/>
              </scene>

      """ + reference
  }

  static func label(_ index: Int, scene: Int) -> String {
    """
                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label \(index) of screen \(scene)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label-\(scene)-\(index)">
                                      <rect key="frame" x="20" y="\(100 + index * 50)" width="374" height="21"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                      <nil key="textColor"/>
                                      <nil key="highlightedColor"/>
                                  </label>

    """
  }

  static func constraint(_ index: Int, scene: Int) -> String {
    """
                                  <constraint firstItem="label-\(scene)-\(index)" firstAttribute="leading" secondItem="safe-\(scene)" secondAttribute="leading" constant="20" id="c-\(scene)-\(index)"/>

    """
  }
}
