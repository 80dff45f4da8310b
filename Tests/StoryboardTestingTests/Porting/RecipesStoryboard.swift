/// A recipe app's storyboard, as Interface Builder writes it: a navigation controller whose
/// root is a table of recipes; a cell shows a recipe (`showRecipe`); an Add button presents
/// an editor made by an `@IBSegueAction` (`makeEditor:sender:segueIdentifier:`), whose Save
/// button unwinds to `saveRecipe:`; a Settings button presents a navigation controller.
let recipesStoryboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
  toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
  useAutolayout="YES" useTraitCollections="YES" initialViewController="nav-root">
      <scenes>
          <scene sceneID="s-nav"><objects>
              <navigationController id="nav-root" sceneMemberID="viewController">
                  <connections>
                      <segue destination="recipes" kind="relationship" relationship="rootViewController" id="rel-root"/>
                  </connections>
              </navigationController>
          </objects></scene>
          <scene sceneID="s-recipes"><objects>
              <tableViewController id="recipes" customClass="RecipesViewController" \
  customModule="Recipes" customModuleProvider="target" sceneMemberID="viewController">
                  <tableView key="view" id="table">
                      <prototypes>
                          <tableViewCell reuseIdentifier="Recipe" id="cell">
                              <connections>
                                  <segue destination="recipe" kind="show" identifier="showRecipe" id="seg-cell"/>
                              </connections>
                          </tableViewCell>
                      </prototypes>
                  </tableView>
                  <navigationItem key="navigationItem" title="Recipes" id="item">
                      <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                          <connections>
                              <segue destination="editor" kind="presentation" identifier="addRecipe" \
  destinationCreationSelector="makeEditor:sender:segueIdentifier:" id="seg-add"/>
                          </connections>
                      </barButtonItem>
                      <barButtonItem key="leftBarButtonItem" title="Settings" id="settings">
                          <connections>
                              <segue destination="settings-nav" kind="presentation" identifier="showSettings" id="seg-settings"/>
                          </connections>
                      </barButtonItem>
                  </navigationItem>
              </tableViewController>
          </objects></scene>
          <scene sceneID="s-recipe"><objects>
              <viewController id="recipe" customClass="RecipeViewController" customModule="Recipes" \
  customModuleProvider="target" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="s-editor"><objects>
              <viewController id="editor" customClass="EditorViewController" customModule="Recipes" \
  customModuleProvider="target" sceneMemberID="viewController">
                  <navigationItem key="navigationItem" title="New Recipe" id="editor-item">
                      <barButtonItem key="rightBarButtonItem" systemItem="save" id="save">
                          <connections>
                              <segue destination="exit" kind="unwind" identifier="save" unwindAction="saveRecipe:" id="seg-save"/>
                          </connections>
                      </barButtonItem>
                  </navigationItem>
              </viewController>
              <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
          </objects></scene>
          <scene sceneID="s-settings-nav"><objects>
              <navigationController id="settings-nav" sceneMemberID="viewController">
                  <connections>
                      <segue destination="settings" kind="relationship" relationship="rootViewController" id="rel-settings"/>
                  </connections>
              </navigationController>
          </objects></scene>
          <scene sceneID="s-settings"><objects>
              <viewController id="settings" customClass="SettingsViewController" customModule="Recipes" \
  customModuleProvider="target" sceneMemberID="viewController"/>
          </objects></scene>
      </scenes>
  </document>
  """
